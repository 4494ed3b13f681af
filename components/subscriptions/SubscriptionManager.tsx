'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { errorMessageFromUnknown, errorsFrom } from '@/lib/api/error-text';
import { useNotify } from '@/components/ui/notifications';
import { createLatestRequest, isAbortError } from '@/lib/api/latest-request';
import {
  postSettings,
  postUnsubscribe,
  type MailingSettings,
  type SubscriptionScope,
  type SubscriptionState,
} from '@/lib/subscriptions/client';
import { buttonClass } from '@/components/ui/button';

/** The page's texts, formatted by SubscriptionView for its scope, event and brand. */
export interface SubscriptionText {
  /** The h1 and the document title: the action the button offers. */
  titles: { subscribe: string; unsubscribe: string; changeSettings: string };
  status: { subscribed: string; unsubscribed: string };
  /** With the masked address (`an***@example.com`), when known. */
  recipient?: string;
  subscribe: string;
  unsubscribe: string;
  save: string;
  pending: string;
  settingsLead: string;
  optinCareer: string;
  optinAdv: string;
  unsavedChanges: string;
  notices: { subscribed: string; unsubscribed: string; settingsSaved: string };
  errors: Record<string, string>;
}

export interface SubscriptionManagerProps {
  token: string;
  scope: SubscriptionScope;
  /** What the upstream stored when the page was rendered. */
  initial: SubscriptionState;
  text: SubscriptionText;
}

type Pending = 'toggle' | 'settings' | null;

function sameSettings(a: MailingSettings, b: MailingSettings): boolean {
  return a.optinCareer === b.optinCareer && a.optinAdv === b.optinAdv;
}

// The checkboxes edit a draft apart from `saved`, so a failed request leaves both the shown state
// and the visitor's unsaved choices untouched.
export function SubscriptionManager({ token, scope, initial, text }: SubscriptionManagerProps) {
  const notify = useNotify();
  const tErrors = errorsFrom(text.errors);
  const [saved, setSaved] = useState<SubscriptionState>(initial);
  const [draft, setDraft] = useState<MailingSettings>({
    optinCareer: initial.optinCareer,
    optinAdv: initial.optinAdv,
  });
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  // One per kind of request: a newer save aborts an older one still on its way (spec, section 7).
  const latest = useRef({ toggle: createLatestRequest(), settings: createLatestRequest() });
  const titleId = useId();
  const settingsTitleId = useId();
  const errorId = useId();

  useEffect(() => {
    const requests = latest.current;
    return () => {
      requests.toggle.abort();
      requests.settings.abort();
    };
  }, []);

  // The document title follows the state, like the h1 (the server chose it for the first paint).
  const title = saved.unsubscribed ? text.titles.subscribe : text.titles.unsubscribe;
  const firstTitle = useRef(title);
  useEffect(() => {
    if (title !== firstTitle.current) document.title = title;
  }, [title]);

  async function send<T>(kind: Exclude<Pending, null>, call: (signal: AbortSignal) => Promise<T>) {
    setPending(kind);
    const settle = () => setPending((current) => (current === kind ? null : current));
    try {
      const result = await latest.current[kind].run(call);
      setError(null);
      settle();
      return result;
    } catch (failure) {
      // Superseded by a newer request of this kind, which settles the state itself; or unmounted.
      if (isAbortError(failure)) return undefined;
      settle();
      const message = errorMessageFromUnknown(failure, tErrors);
      setError(message);
      notify({ message, type: 'error' });
      return undefined;
    }
  }

  async function toggle() {
    const unsubscribe = !saved.unsubscribed;
    const stored = await send('toggle', (signal) =>
      postUnsubscribe(scope, { token, unsubscribe }, signal),
    );
    if (stored === undefined) return;
    setSaved((current) => ({ ...current, unsubscribed: stored }));
    notify({
      message: stored ? text.notices.unsubscribed : text.notices.subscribed,
      type: 'success',
    });
  }

  async function saveSettings() {
    const sent = draft;
    const stored = await send('settings', (signal) => postSettings({ token, ...sent }, signal));
    if (!stored) return;
    setSaved(stored);
    // A box ticked while the request was on its way is a newer choice: keep it.
    setDraft((current) =>
      sameSettings(current, sent)
        ? { optinCareer: stored.optinCareer, optinAdv: stored.optinAdv }
        : current,
    );
    notify({ message: text.notices.settingsSaved, type: 'success' });
  }

  const dirty = !sameSettings(draft, saved);

  return (
    <div
      className="flex flex-col gap-6"
      data-testid="subscription"
      data-state={saved.unsubscribed ? 'unsubscribed' : 'subscribed'}
    >
      <section
        aria-labelledby={titleId}
        className="rounded-2xl border border-line bg-surface p-6 tablet:p-8"
      >
        <h1 id={titleId} className="text-2xl font-bold tablet:text-3xl">
          {title}
        </h1>
        <p className="mt-3 text-lg" data-testid="subscription-status">
          {saved.unsubscribed ? text.status.unsubscribed : text.status.subscribed}
        </p>
        {text.recipient ? <p className="mt-1 text-muted">{text.recipient}</p> : null}
        <button
          type="button"
          onClick={toggle}
          aria-describedby={error ? errorId : undefined}
          className={buttonClass(saved.unsubscribed ? 'primary' : 'secondary', 'md', 'mt-6')}
        >
          {pending === 'toggle'
            ? text.pending
            : saved.unsubscribed
              ? text.subscribe
              : text.unsubscribe}
        </button>
      </section>

      {saved.unsubscribed ? null : (
        <section
          aria-labelledby={settingsTitleId}
          className="rounded-2xl border border-line bg-surface p-6 tablet:p-8"
        >
          <h2 id={settingsTitleId} className="text-xl font-bold">
            {text.titles.changeSettings}
          </h2>
          {/* autocomplete="off" belongs on the form, not a checkbox: a reload shows the stored
              settings, never a choice Chromium restored ahead of hydration. */}
          <form autoComplete="off" onSubmit={(event) => event.preventDefault()}>
            <fieldset className="mt-3">
              <legend className="text-muted">{text.settingsLead}</legend>
              {(['optinCareer', 'optinAdv'] as const).map((key) => (
                <label key={key} className="mt-3 flex min-h-11 cursor-pointer items-center gap-3">
                  <input
                    type="checkbox"
                    checked={draft[key]}
                    onChange={(event) => {
                      const checked = event.currentTarget.checked;
                      setDraft((current) => ({ ...current, [key]: checked }));
                    }}
                    className="size-5 accent-[var(--accent-text)]"
                  />
                  <span>{text[key]}</span>
                </label>
              ))}
            </fieldset>
          </form>
          {dirty ? (
            <p className="mt-3 text-sm text-muted" data-testid="unsaved-changes">
              {text.unsavedChanges}
            </p>
          ) : null}
          <button
            type="button"
            onClick={saveSettings}
            aria-describedby={error ? errorId : undefined}
            className={buttonClass('primary', 'md', 'mt-4')}
          >
            {pending === 'settings' ? text.pending : text.save}
          </button>
        </section>
      )}

      {error ? (
        // The notice announces the failure; this copy stays next to the form until the next try.
        <p
          id={errorId}
          className="rounded-xl border-2 border-[#b3261e] p-4 text-[#b3261e]"
          data-testid="subscription-error"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
