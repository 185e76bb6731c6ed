import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the response being rendered on the server. In the browser
 * it is empty: the scripts have already run, and browsers hide nonces from the DOM anyway.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
