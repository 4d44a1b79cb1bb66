/**
 * The open panels of collapse groups (issue 15: "one open at a time"): every collapse of a group
 * registers how to close itself, and opening one closes the others of its group.
 */
type Close = () => void;

const groups = new Map<string, Set<Close>>();

/** Registers a member of `group`; returns how to leave it. An empty group name is no group. */
export function joinGroup(group: string, close: Close): () => void {
  if (!group) return () => {};
  const members = groups.get(group) ?? new Set<Close>();
  groups.set(group, members);
  members.add(close);
  return () => {
    members.delete(close);
    if (members.size === 0) groups.delete(group);
  };
}

/** Closes every member of `group` but `except` (the one opening). */
export function closeOthers(group: string, except: Close): void {
  for (const close of groups.get(group) ?? []) if (close !== except) close();
}

/**
 * Whether the address's hash points at the panel or at something inside it (an FAQ link
 * `/fr/faq#faq-returns` opens that answer).
 */
export function hashTargets(panel: HTMLElement, hash: string): boolean {
  if (hash.length < 2) return false;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return false;
  }
  const target = panel.ownerDocument.getElementById(id);
  return !!target && (target === panel || panel.contains(target));
}
