import { useCallback, useEffect, useRef } from 'react';
import { PHONE_INPUT } from '../config';

/**
 * The letters typed into a list: each key adds to the buffer, which empties after a pause of
 * `resetMs` (700 ms by the spec).
 */
export const useTypeToFind = (resetMs: number = PHONE_INPUT.typeToFindResetMs) => {
  const buffer = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  /** Adds a letter and answers the whole buffer. */
  const type = useCallback(
    (letter: string): string => {
      buffer.current += letter;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        buffer.current = '';
      }, resetMs);
      return buffer.current;
    },
    [resetMs],
  );
  /** Whether letters were typed within the pause: a space then belongs to the search. */
  const isTyping = useCallback(() => buffer.current !== '', []);
  return { type, isTyping };
};
