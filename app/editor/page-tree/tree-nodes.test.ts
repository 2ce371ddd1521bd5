import { describe, expect, it } from "vitest";
import { treeNodes, type TreeNode } from "./tree-nodes";

type Row = { id: number; parentId: number | null };
const shape = (nodes: TreeNode<Row>[]): unknown[] => nodes.map((n) => (n.children.length ? [n.row.id, shape(n.children)] : n.row.id));

describe("treeNodes", () => {
  it("puts each child inside its parent, siblings in their order", () => {
    const rows: Row[] = [
      { id: 1, parentId: null },
      { id: 2, parentId: 1 },
      { id: 3, parentId: 2 },
      { id: 4, parentId: 1 },
      { id: 5, parentId: null },
    ];
    expect(shape(treeNodes(rows))).toEqual([[1, [[2, [3]], 4]], 5]);
  });

  it("shows a row whose parent is not listed (a search hit, another variant's parent) at the top level", () => {
    const rows: Row[] = [
      { id: 3, parentId: 2 },
      { id: 7, parentId: 3 },
      { id: 9, parentId: 8 },
    ];
    expect(shape(treeNodes(rows))).toEqual([[3, [7]], 9]);
  });

  it("answers nothing for no rows", () => {
    expect(treeNodes([])).toEqual([]);
  });
});
