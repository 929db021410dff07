import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {products} from '@site/src/data/products';
import ProductIcon from './icons';
import styles from './styles.module.css';

/** The platform's products, each linking to its guide. */
export default function ProductGrid(): ReactNode {
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.id}>
          <Link to={product.to} className={styles.card}>
            <span className={styles.icon}>
              <ProductIcon id={product.id} />
            </span>
            <Heading as="h3" className={styles.title}>
              {product.title}
            </Heading>
            <p className={styles.description}>{product.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
