'use client';
import { useLocale, useTranslations } from '#i18n/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '../../i18n/navigation';
import { ApiError, dayOfTour } from '../../lib/api';
import { formatDate, formatTime, todayIso } from '../../lib/format';
import type { ScanResult } from '../../lib/types';
import { Button } from '../ui/Button';
import { useHydrated } from '../../lib/use-hydrated';
import { DeparturePicker, type Departure } from './DeparturePicker';
import { dequeue, enqueue, readQueue } from './scan-queue';
import styles from './staff.module.css';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = { new (o: { formats: string[] }): Detector; getSupportedFormats(): Promise<string[]> };

/** The browser's own QR reader where it has one (Android, macOS, ChromeOS); else null and jsQR reads the frames. */
async function nativeDetector(): Promise<Detector | null> {
  const D = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!D) return null;
  try {
    return (await D.getSupportedFormats()).includes('qr_code') ? new D({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

const REPEAT_MS = 4000;

/** The check-in scanner: camera (BarcodeDetector or jsQR) or typed reference; every scan is queued on the phone and sent at once, or when the network is back. */
export function Scanner() {
  const t = useTranslations('checkin');
  const locale = useLocale() as 'en' | 'ar';
  const [date, setDate] = useState(todayIso());
  const [departure, setDeparture] = useState<Departure | null>(null);
  const [where, setWhere] = useState('');
  const [typed, setTyped] = useState('');
  const [results, setResults] = useState<ScanResult[]>([]);
  const [queued, setQueued] = useState(0);
  const [sending, setSending] = useState(false);
  const [camera, setCamera] = useState<'off' | 'on' | 'unavailable'>('off');
  const [failure, setFailure] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const last = useRef<{ text: string; at: number } | null>(null);
  const busy = useRef(false);
  const hydrated = useHydrated();

  const flush = useCallback(async () => {
    if (busy.current) return;
    const batch = readQueue().slice(0, 50);
    if (batch.length === 0) return;
    busy.current = true;
    setSending(true);
    try {
      const answer = await dayOfTour.scan(batch);
      setQueued(dequeue(answer.results.map((r) => r.scanId)).length);
      setResults((prev) => [...answer.results.toReversed(), ...prev].slice(0, 20));
      setFailure(null);
    } catch (err) {
      // A refused request (not signed in, rate limited, bad input) is shown; a network error leaves the queue for later.
      if (err instanceof ApiError) {
        setFailure(err.problem?.detail ?? err.message);
        if (err.status === 400) setQueued(dequeue(batch.map((s) => s.scanId)).length);
      }
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, []);

  useEffect(() => {
    setQueued(readQueue().length);
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    const timer = window.setInterval(() => void flush(), 15_000);
    return () => {
      window.removeEventListener('online', online);
      window.clearInterval(timer);
    };
  }, [flush]);

  const submit = useCallback(
    (code: string) => {
      const text = code.trim();
      if (!text) return;
      const scan = {
        scanId: crypto.randomUUID(),
        code: text,
        scannedAt: new Date().toISOString(),
        where,
        ...(departure ? { departure: { experienceId: departure.experienceId, optionId: departure.optionId, date: departure.date, startTime: departure.startTime } } : {}),
      };
      setQueued(enqueue(scan).length);
      void flush();
    },
    [where, departure, flush],
  );

  const stopCamera = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setCamera('off');
  };

  const startCamera = async () => {
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      stream.current = media;
      setCamera('on');
    } catch {
      setCamera('unavailable');
    }
  };

  // Reads frames while the camera is on: the same code is taken once per few seconds (a guest holds the phone still).
  useEffect(() => {
    if (camera !== 'on' || !video.current || !stream.current) return;
    const el = video.current;
    el.srcObject = stream.current;
    void el.play().catch(() => undefined);
    let stopped = false;
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    void (async () => {
      const detector = await nativeDetector();
      const jsQR = detector ? null : (await import('jsqr')).default;
      while (!stopped) {
        let text: string | null = null;
        if (el.readyState >= 2 && el.videoWidth > 0) {
          if (detector) text = (await detector.detect(el).catch(() => []))[0]?.rawValue ?? null;
          else if (jsQR && ctx) {
            canvas.width = el.videoWidth;
            canvas.height = el.videoHeight;
            ctx.drawImage(el, 0, 0);
            const frame = ctx.getImageData(0, 0, canvas.width, canvas.height);
            text = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
          }
        }
        const now = Date.now();
        if (text && !(last.current && last.current.text === text && now - last.current.at < REPEAT_MS)) {
          last.current = { text, at: now };
          submit(text);
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
    return () => {
      stopped = true;
    };
  }, [camera, submit]);

  useEffect(() => () => stream.current?.getTracks().forEach((track) => track.stop()), []);

  const latest = results[0];
  return (
    <div data-testid="scanner">
      <DeparturePicker date={date} onDate={setDate} value={departure} onChange={setDeparture} anyLabel={t('anyDeparture')} />
      <div className={styles.filters}>
        <label>
          {t('where')}
          <input value={where} onChange={(e) => setWhere(e.target.value)} maxLength={100} disabled={!hydrated} />
        </label>
        {camera === 'on' ? (
          <Button kind="outlined" onClick={stopCamera}>
            {t('stopCamera')}
          </Button>
        ) : (
          <Button onClick={startCamera} disabled={!hydrated} data-testid="start-camera">
            {t('startCamera')}
          </Button>
        )}
      </div>
      {camera === 'on' && (
        <figure className={styles.camera}>
          <video ref={video} muted playsInline data-testid="camera" />
          <figcaption className="small">{t('cameraHelp')}</figcaption>
        </figure>
      )}
      {camera === 'unavailable' && <p className="notice error">{t('cameraUnavailable')}</p>}
      <form
        className={styles.filters}
        onSubmit={(e) => {
          e.preventDefault();
          submit(typed);
          setTyped('');
        }}
      >
        <label>
          {t('typedLabel')}
          <input value={typed} onChange={(e) => setTyped(e.target.value)} disabled={!hydrated} placeholder="TK-" aria-describedby="typed-hint" dir="ltr" autoCapitalize="characters" autoComplete="off" data-testid="typed-ref" />
          <span id="typed-hint" className="small">
            {t('typedHint')}
          </span>
        </label>
        <Button type="submit" disabled={!hydrated}>
          {t('check')}
        </Button>
      </form>
      {queued > 0 && (
        <p className="notice" role="status" data-testid="scan-queue">
          {t('offline', { count: queued })}{' '}
          <Button kind="outlined" onClick={() => void flush()} loading={sending}>
            {sending ? t('sending') : t('sendNow')}
          </Button>
        </p>
      )}
      {failure && (
        <p className="notice error" role="alert">
          {failure}
        </p>
      )}
      <div aria-live="polite">{latest && <ScanAnswer result={latest} locale={locale} />}</div>
      {results.length > 1 && (
        <section className={styles.section}>
          <h2>{t('lastScans')}</h2>
          <ul className={styles.lines}>
            {results.slice(1).map((r) => (
              <li key={r.scanId} data-outcome={r.outcome}>
                {r.message[locale]}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <Link href="/ops/manifest">{t('openManifest')}</Link>
      </p>
    </div>
  );
}

/** What the guide reads after a scan: the verdict in large type, then the guest, product, departure, units, extras and pickup. */
function ScanAnswer({ result, locale }: { result: ScanResult; locale: 'en' | 'ar' }) {
  const t = useTranslations('checkin');
  const tt = useTranslations('tickets');
  const ticket = result.ticket;
  return (
    <section className={`${styles.scanAnswer} ${result.outcome === 'checkedIn' ? styles.scanOk : styles.scanRefused}`} data-testid="scan-result" data-outcome={result.outcome} data-code={result.code ?? ''}>
      <p className={styles.scanVerdict}>{result.message[locale]}</p>
      {result.conflict && <p data-testid="scan-conflict">{t('conflict')}</p>}
      {ticket && (
        <dl className={styles.details}>
          <dt>{t('guest')}</dt>
          <dd>{ticket.guest}</dd>
          <dt>{t('product')}</dt>
          <dd>
            {ticket.product[locale]} — {ticket.option[locale]}
          </dd>
          <dt>{t('departure')}</dt>
          <dd>
            {formatDate(ticket.departure.date, locale, { dateStyle: 'full' })} · {formatTime(ticket.departure.startTime, locale)}
          </dd>
          <dt>{t('units')}</dt>
          <dd>
            {tt('ticketOf', { number: ticket.number, of: ticket.of })} ({tt(`unit.${ticket.unit as 'adult'}`)}) · {t('participants', ticket.participants)}
          </dd>
          {ticket.extras.length > 0 && (
            <>
              <dt>{t('extras')}</dt>
              <dd>{ticket.extras.map((x) => `${x.quantity} × ${x.title[locale]}`).join(', ')}</dd>
            </>
          )}
          {ticket.pickup && (
            <>
              <dt>{t('pickup')}</dt>
              <dd>
                {ticket.pickup.name[locale]} · {formatTime(ticket.pickup.time, locale)}
              </dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
