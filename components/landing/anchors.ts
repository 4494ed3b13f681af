// In a module of its own: importing it from the header would ship the header's islands in a
// view's first load.
export const PLAYER_SECTION_ID = 'platform-widget';
