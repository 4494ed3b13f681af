export function NotFoundView({
  title,
  text,
  code,
  withDocumentTitle = true,
}: {
  title: string;
  text: string;
  code: string;
  /** Off where the page's metadata already gives the document its `<title>`. */
  withDocumentTitle?: boolean;
}) {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      {withDocumentTitle ? <title>{title}</title> : null}
      <p className="text-sm font-bold tracking-widest text-muted uppercase">{code}</p>
      <h1 className="text-3xl font-bold tablet:text-4xl">{title}</h1>
      <p className="text-lg text-muted">{text}</p>
    </main>
  );
}
