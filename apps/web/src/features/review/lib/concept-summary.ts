/** 'Select concepts...', the one chosen concept's name, or 'N concepts selected'. */
export function conceptSummary(selected: readonly string[], names: ReadonlyMap<string, string>) {
  if (selected.length === 0) return undefined;
  if (selected.length === 1) return names.get(selected[0]!) ?? '1 concept selected';
  return `${selected.length} concepts selected`;
}
