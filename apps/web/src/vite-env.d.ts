/// <reference types="vite/client" />

type ImportMetaEnv = {
  /** Server address prefixed to relative API URLs (spec 7); empty means the same origin. */
  readonly VITE_SERVER_ADDRESS?: string;
};
