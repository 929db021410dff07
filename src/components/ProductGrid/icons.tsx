/** Small line icons for the products (drawn for this site; 24×24, currentColor). */
import React, {type ReactNode} from 'react';

const paths: Record<string, ReactNode> = {
  authentication: (
    <>
      <circle cx="8" cy="12" r="4" />
      <path d="M12 12h9M18 12v3M21 12v2" />
    </>
  ),
  consent: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="m8 12 3 3 5-6" />
    </>
  ),
  disclosure: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <circle cx="8" cy="11" r="2.5" />
      <path d="M4.5 16.5c.8-1.6 2-2.5 3.5-2.5s2.7.9 3.5 2.5M14 10h5M14 14h4" />
    </>
  ),
  signature: (
    <>
      <path d="M3 17c2-3 3.5-8 5.5-8 2.2 0-1.5 8 1 8 1.6 0 2.5-3 4-3 1.3 0 1 2 2.5 2H21" />
      <path d="M3 21h18" />
    </>
  ),
  rights: (
    <>
      <path d="M12 3v18M5 21h14M4 7h16" />
      <path d="m4 7-2.5 6a3 3 0 0 0 5 0L4 7ZM20 7l-2.5 6a3 3 0 0 0 5 0L20 7Z" />
    </>
  ),
  'privacy-center': (
    <>
      <path d="M12 2 4 5.5v6c0 5 3.4 9.3 8 10.5 4.6-1.2 8-5.5 8-10.5v-6L12 2Z" />
      <circle cx="12" cy="10" r="2.5" />
      <path d="M8.5 16c.8-1.5 2-2.3 3.5-2.3s2.7.8 3.5 2.3" />
    </>
  ),
  webhooks: (
    <>
      <circle cx="12" cy="12" r="2" />
      <path d="M8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8" />
    </>
  ),
  'api-keys': (
    <>
      <rect x="3" y="10" width="18" height="11" rx="2" />
      <path d="M7 10V7a5 5 0 0 1 10 0v3M12 14v3" />
    </>
  ),
};

export default function ProductIcon({id}: {id: string}): ReactNode {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false">
      {paths[id]}
    </svg>
  );
}
