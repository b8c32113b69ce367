'use client';
import { useTranslations } from '#i18n/hooks';
import { useEffect, useRef, useState } from 'react';
import 'leaflet/dist/leaflet.css';

const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The meeting point on an OpenStreetMap map (Leaflet). The library loads only when the section scrolls into view, so
 * the product page stays as fast as before; the marker is a vector circle (no image files), and the address,
 * coordinates and an OpenStreetMap link are always there, so the point is found even when no tile loads.
 */
export function MeetingPointMap({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  const t = useTranslations('product');
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let map: { remove(): void } | null = null;
    let cancelled = false;
    const observer = new IntersectionObserver(
      async (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        const L = (await import('leaflet')).default;
        if (cancelled) return;
        const m = L.map(el, { scrollWheelZoom: false, attributionControl: true }).setView([lat, lng], 15);
        L.tileLayer(TILES, { maxZoom: 19, attribution: '© OpenStreetMap contributors' }).addTo(m);
        L.circleMarker([lat, lng], { radius: 10, color: '#0b5d5b', weight: 3, fillColor: '#e07a1f', fillOpacity: 0.9 }).addTo(m).bindTooltip(label);
        map = m;
        setShown(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => {
      cancelled = true;
      observer.disconnect();
      map?.remove();
    };
  }, [lat, lng, label]);

  const osm = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
  return (
    <div className="meeting-point">
      <div ref={box} className="map-box" data-testid="meeting-map" data-ready={shown} role="region" aria-label={t('mapLabel', { place: label })} dir="ltr" />
      <p className="small">
        <bdi dir="ltr">
          {lat.toFixed(5)}, {lng.toFixed(5)}
        </bdi>{' '}
        ·{' '}
        <a href={osm} target="_blank" rel="noopener noreferrer">
          {t('openMap')}
        </a>
      </p>
    </div>
  );
}
