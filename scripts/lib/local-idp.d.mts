export declare const LOCAL_IDP_CLIENT_PREFIX: string;
export declare function startLocalIdp(options?: {
  port?: number;
  host?: string;
  name?: string;
}): Promise<{ url: string; stop(): Promise<void> }>;
