'use client';

import dynamic from 'next/dynamic';

// Every page imports the not-found views (its boundaries, a landing's unknown hash); their client
// leaves load only where one is shown. The way back keeps its place meanwhile.
export const NotFoundSwitch = dynamic(() =>
  import('@/components/shell/LocaleSwitcherClient').then((module) => module.ClientLocaleLinks),
);

export const NotFoundBackLink = dynamic(
  () => import('./NotFoundBack').then((module) => module.NotFoundBack),
  { loading: () => <div aria-hidden="true" className="mt-4 h-11" /> },
);
