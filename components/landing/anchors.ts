/**
 * Anchor of the player block, where online and hybrid visitors register. In a module of its own:
 * a view that imports it from the header would ship the header's islands in its first load.
 */
export const PLAYER_SECTION_ID = 'platform-widget';
