import { type Dispatch, type SetStateAction, useState } from 'react';

/**
 * State that starts as `value` and follows it when it changes (Back, a link, a list read again),
 * keeping what the user set in between: a filter's choice shown at once while its page loads, a
 * search field being typed in.
 *
 * It follows during render, as React advises for state that adjusts to a prop, not in an effect:
 * an effect's first run can come after the user's first change on a busy device (a slow phone,
 * a loaded test machine) and would quietly undo it.
 */
export function useFollowingState<T>(value: T): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(value);
  const [followed, setFollowed] = useState(value);
  if (!Object.is(followed, value)) {
    setFollowed(value);
    setState(value);
  }
  return [state, setState];
}
