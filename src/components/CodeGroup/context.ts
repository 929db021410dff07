/**
 * Whether a code block sits inside a code group (the language tabs of src/theme/Tabs): there the tab bar is the
 * block's header and names the language, so the block shows no header of its own unless it has a title.
 */
import {createContext, useContext} from 'react';

export const CodeGroupContext = createContext(false);

export function useInCodeGroup(): boolean {
  return useContext(CodeGroupContext);
}
