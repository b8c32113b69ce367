import { notFound } from 'next/navigation';

export default function Deeper() {
  notFound();
}
