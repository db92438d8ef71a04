// The package ships no types: these are the parts of its API this folder calls.
declare module 'netlify-redirector' {
  export interface RedirectorRequest {
    scheme: string;
    host: string;
    path: string;
    query: string;
    getHeader: (name: string) => string;
    getCookie: (name: string) => string;
  }
  export interface RedirectorMatch {
    from: string;
    to?: string;
    status: number;
    force: boolean;
    conditions?: Record<string, string>;
  }
  export interface RedirectMatcher {
    match: (request: RedirectorRequest) => RedirectorMatch | null;
  }
  export function parseJSON(
    rules: string,
    options: Record<string, never>,
  ): Promise<RedirectMatcher>;
}
