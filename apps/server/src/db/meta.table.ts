/** Key/value facts about this installation (when it was created, what the first start installed). */
export interface MetaTable {
  key: string;
  value: string;
}
