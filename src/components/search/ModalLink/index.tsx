/** A link inside the search modal: it goes through the modal's `onNavigate`, which closes the modal before moving. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';

export interface ModalLinkProps {
  to: string;
  onNavigate: (url: string) => void;
  className?: string;
  title?: string;
  children: ReactNode;
}

export default function ModalLink({to, onNavigate, className, title, children}: ModalLinkProps): ReactNode {
  return (
    <Link
      to={to}
      className={className}
      title={title}
      onClick={(event) => {
        event.preventDefault();
        onNavigate(to);
      }}>
      {children}
    </Link>
  );
}
