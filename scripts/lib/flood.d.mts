/** A random key of the contract's hash alphabet, 14 characters like a real one. */
export function randomKey(): string;

/** A request of one vector: a path with its query, and headers to send besides the defaults. */
export interface FloodRequest {
  path: string;
  headers?: Record<string, string>;
}

/** Every vector an anonymous client has: its name, and a request for a random key. */
export const VECTORS: ReadonlyArray<
  readonly [name: string, request: (key: string) => FloodRequest]
>;

/** Bytes and files under `dir`, recursively (0 and 0 when it does not exist). */
export function diskUse(dir: string): { bytes: number; files: number };

/** The fields of an autocannon result that bench:flood prints. */
export interface PacedResult {
  requests: { total: number };
  statusCodeStats: Record<string, { count: number }>;
  errors: number;
  '5xx': number;
  /** Seconds. */
  duration: number;
}

/**
 * `amount` GET requests to `origin`, `rate` a second (0: as fast as answered), at most
 * `connections` in flight, round-robin over the loopback source `addresses`.
 */
export function paced(options: {
  origin: string;
  amount: number;
  rate: number;
  connections: number;
  addresses: readonly string[];
  target: (index: number) => FloodRequest;
}): Promise<PacedResult>;
