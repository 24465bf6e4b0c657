import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';
import { resetWalletTest, walletApp } from './testSupport';

const pending = ok({ status: 'pending', panLast4: '234F', fullName: 'Asha Rao', reason: null, submittedAt: 1 });
const STATUS = '/api/v3/game/kyc/status';
const DOCUMENT = '/api/v3/game/kyc/document';
// a JPEG's first bytes, base64
const JPEG = btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0));

const created: Blob[] = [];
beforeEach(() => {
  created.length = 0;
  // jsdom has no object URLs
  URL.createObjectURL = vi.fn((b: Blob) => {
    created.push(b);
    return `blob:test/${created.length}`;
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(resetWalletTest);

describe('updateKYC: view the uploaded PAN (GET /v3/game/kyc/document)', () => {
  it('fetches the document only when asked and shows an image from its bytes', async () => {
    const seen = await walletApp((req) => (req.path === STATUS ? pending : req.path === DOCUMENT ? ok({ contentType: 'image/jpeg', data: JPEG }) : 'network-error'));
    await renderApp('/updateKYC');
    const view = await screen.findByTestId('kyc-document-view');
    expect(view.textContent).toBe('View uploaded PAN');
    expect(seen.some((r) => r.path === DOCUMENT)).toBe(false);
    fireEvent.click(view);
    const img = await screen.findByTestId('kyc-document-image');
    expect(img.getAttribute('src')).toBe('blob:test/1');
    expect(img.getAttribute('alt')).toBe('Your uploaded PAN card');
    expect(created[0]!.type).toBe('image/jpeg');
    expect(new Uint8Array(await created[0]!.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
    expect(seen.filter((r) => r.path === DOCUMENT)).toHaveLength(1);
    fireEvent.click(screen.getByTestId('kyc-document-hide'));
    expect(screen.queryByTestId('kyc-document-image')).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
  });

  it('a PDF is a link that opens it', async () => {
    await walletApp((req) => (req.path === STATUS ? pending : req.path === DOCUMENT ? ok({ contentType: 'application/pdf', data: btoa('%PDF-1.4') }) : 'network-error'));
    await renderApp('/updateKYC');
    fireEvent.click(await screen.findByTestId('kyc-document-view'));
    const link = await screen.findByTestId('kyc-document-pdf');
    expect(link.getAttribute('href')).toBe('blob:test/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(created[0]!.type).toBe('application/pdf');
  });

  it('a failure is shown inline with Try again, which asks again', async () => {
    let fail = true;
    const seen = await walletApp((req) => {
      if (req.path === STATUS) return pending;
      if (req.path === DOCUMENT) return fail ? { status: 500, body: { status: 500, code: 'INTERNAL', message: 'boom' } } : ok({ contentType: 'image/png', data: JPEG });
      return 'network-error';
    });
    await renderApp('/updateKYC');
    fireEvent.click(await screen.findByTestId('kyc-document-view'));
    const error = await screen.findByTestId('kyc-document-error');
    expect(error.textContent).toContain('Something went wrong!!!');
    expect(screen.queryByTestId('error-popup')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByTestId('kyc-document-error-retry'));
    await screen.findByTestId('kyc-document-image');
    expect(screen.queryByTestId('kyc-document-error')).toBeNull();
    expect(seen.filter((r) => r.path === DOCUMENT)).toHaveLength(2);
  });

  it('no button before anything was submitted, and none in social mode', async () => {
    await walletApp((req) =>
      req.path === STATUS ? ok({ status: 'not_submitted', panLast4: null, fullName: null, reason: null, submittedAt: null }) : 'network-error',
    );
    await renderApp('/updateKYC');
    await waitFor(() => expect(screen.getByTestId('kyc-status').dataset['status']).toBe('not_submitted'));
    expect(screen.queryByTestId('kyc-document-view')).toBeNull();
  });

  it('social mode has no KYC, so no document either', async () => {
    await walletApp((req) => (req.path === STATUS ? pending : 'network-error'), 'social');
    await renderApp('/updateKYC');
    await screen.findByTestId('screen-updateKYC');
    await waitFor(() => expect(screen.queryByTestId('kyc-status')).toBeNull());
    expect(screen.queryByTestId('kyc-document-view')).toBeNull();
  });
});
