/**
 * Theme accents for the demo frames' inline scripts (docs/upstream-api.md, section 5). The frames stand in
 * for separate services with their own styling, so they carry their own copy of the table
 * rather than importing the product's theme module into a browser string.
 */
export const THEME_ACCENTS_JS = `{
    'default': '#559CD6', 'deep-blue': '#0D69F2', 'purple-lavender': '#B599F9',
    'spring-green': '#5AC37D', 'radical-red': '#EF3124', 'sweet-orange': '#FF8300',
    'emerald-green': '#209B36', 'corporate': '#0D69F2', 'mashroom': '#00AAE6',
    'cloud': '#00AAE6', 'graphite': '#BDBDBD', 'blue': '#0D69F2'
  }`;
