/**
 * A locale link's text for both switchers (LocaleLinks, ClientLocaleLinks): the language's name,
 * which a phone keeps only as the accessible name and shows the two-letter code in its place.
 */
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
