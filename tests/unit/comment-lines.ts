/**
 * Counts the non-blank lines of a TypeScript or JavaScript source that hold only comments, with
 * the compiler's own parser, so that a `//` inside a string or a URL is never taken for one.
 */
import ts from 'typescript';

export interface LineCount {
  nonBlank: number;
  commentOnly: number;
}

export const countCommentLines = (fileName: string, text: string): LineCount => {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
  const codeLines = new Set<number>();
  const commentLines = new Set<number>();
  const markComments = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const { pos, end } of ranges ?? []) {
      for (let line = lineOf(pos); line <= lineOf(end); line += 1) commentLines.add(line);
    }
  };
  const visit = (node: ts.Node) => {
    // JSDoc blocks are nodes too; they are read below as the comments they are.
    const children = node.getChildren(source).filter((child) => !ts.isJSDoc(child));
    if (children.length > 0) {
      children.forEach(visit);
      return;
    }
    markComments(ts.getLeadingCommentRanges(text, node.getFullStart()));
    const start = node.getStart(source);
    if (node.end > start) {
      for (let line = lineOf(start); line <= lineOf(node.end - 1); line += 1) codeLines.add(line);
    }
  };
  visit(source);
  const lines = text.split('\n');
  const nonBlank = lines.filter((line) => line.trim() !== '').length;
  const commentOnly = [...commentLines].filter(
    (line) => !codeLines.has(line) && (lines[line] ?? '').trim() !== '',
  ).length;
  return { nonBlank, commentOnly };
};
