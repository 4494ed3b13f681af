export interface RandomizerViewer {
  id: number;
  name: string;
}

export interface RandomizerData {
  eventName: string;
  viewers: RandomizerViewer[];
}
