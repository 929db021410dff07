/** Types of nonProse.mjs: the ids of the anchors that mark a block that is not prose in the search index. */
export const SKIP_START_ID: string;
export const SKIP_END_ID: string;
