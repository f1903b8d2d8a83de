import type { ComponentType } from 'react';

/** Which of its two form pages a resource's form component shows. */
export type AdminFormMode = 'create' | 'edit';

/** The pages of one admin resource, as its lazily loaded module exports them to the router. */
export interface AdminResourcePages {
  List: ComponentType;
  /** The create page (`mode="create"`) and the edit page (`mode="edit"`). */
  Form: ComponentType<{ mode: AdminFormMode }>;
}
