export declare const LOCAL_IDP_CLIENT_PREFIX: string;
export declare function startLocalIdp(options?: {
  port?: number;
  host?: string;
}): Promise<{ url: string; stop(): Promise<void> }>;
