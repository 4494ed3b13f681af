/** Types of headers.mjs (plain ESM so next.config.mjs can import it without a compiler). */

export type EnvSource = Record<string, string | undefined>;
export interface Header {
  key: string;
  value: string;
}
export interface HasCondition {
  type: 'header';
  key: string;
  value: string;
}
export interface HeaderRule {
  source: string;
  has?: HasCondition[];
  headers: Header[];
}
export interface PolicyInputs {
  siteIsHttps: boolean;
  trustProxy: boolean;
  media: string | undefined;
  player: string | undefined;
  widgets: string | undefined;
  qr: string | undefined;
  cdn: string | undefined;
  frameAncestors: string[];
  mediaOrigins: string[] | undefined;
}

export const METRICA_SCRIPT_ORIGINS: string[];
export const METRICA_CONNECT_ORIGINS: string[];
export const HSTS_VALUE: string;

export function originOf(value: string | undefined): string | undefined;
export function parseSourceList(
  value: string | undefined,
  options: { name: string; allowSelf?: boolean; allowNone?: boolean },
): string[] | undefined;
export function policyInputs(env: EnvSource): PolicyInputs;
export function buildCsp(env: EnvSource, options?: { frameAncestors: string }): string;
export function permissionsPolicy(allowedOnSelf?: string[]): string;
export function securityHeaderRules(env: EnvSource): HeaderRule[];
