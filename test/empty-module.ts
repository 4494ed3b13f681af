// Stands in for 'server-only' under Jest, where there is no client/server split.
export {};
