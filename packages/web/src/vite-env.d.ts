/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SOCIAL_FACEBOOK?: string;
  readonly VITE_SOCIAL_X?: string;
  readonly VITE_SOCIAL_INSTAGRAM?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
