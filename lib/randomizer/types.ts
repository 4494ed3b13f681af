/** One name in the draw: the viewers list of the event, as the upstream gives it. */
export interface RandomizerViewer {
  id: number;
  name: string;
}

/** What the randomizer page reads on the server: the event's name and everyone who can win. */
export interface RandomizerData {
  eventName: string;
  viewers: RandomizerViewer[];
}
