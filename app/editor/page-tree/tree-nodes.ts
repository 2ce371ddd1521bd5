// Issue 47 item 7: the page tree as nested lists (ul > li > ul), each child inside its parent's
// item: the hierarchy is in the markup, so it reads as a tree without CSS or JavaScript.

/** A row of the tree with the rows below it. */
export type TreeNode<R> = { row: R; children: TreeNode<R>[] };

/**
 * Nests rows given in tree order (parents before children) by `parentId`. A row whose parent is
 * not among the rows (a search kept the child only, or the parent is on another site variant)
 * becomes a top-level node, in its place.
 */
export function treeNodes<R extends { id: number; parentId: number | null }>(rows: readonly R[]): TreeNode<R>[] {
  const nodes = new Map<number, TreeNode<R>>();
  const roots: TreeNode<R>[] = [];
  for (const row of rows) {
    const node: TreeNode<R> = { row, children: [] };
    nodes.set(row.id, node);
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
