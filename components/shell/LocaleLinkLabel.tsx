// A phone keeps the language's name only as the accessible name and shows the two-letter code.
export function LocaleLinkLabel({ locale, name }: { locale: string; name: string }) {
  return (
    <>
      <span className="locale-name">{name}</span>
      <span aria-hidden="true" className="locale-code">
        {locale.toUpperCase()}
      </span>
    </>
  );
}
