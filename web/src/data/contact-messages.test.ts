import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitContactMessage } from './public-submissions';

vi.mock('@/lib/app-check-header', () => ({ appCheckHeaders: async () => ({}) }));

const message = {
  name: 'Aline',
  email: 'aline@example.rw',
  phone: '0788000111',
  message: 'Please call me back.',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('submitContactMessage', () => {
  it('posts exactly the form’s fields to the submissions Function, and waits for its answer online', async () => {
    let answer = (_response: Response) => {};
    const fetch = vi.fn(
      (_url: string, _init: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal('fetch', fetch);
    let settled = false;
    const result = submitContactMessage(message).then((value) => {
      settled = true;
      return value;
    });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/submissions/contact_messages');
    expect(init.method).toBe('POST');
    const body = JSON.parse(String(init.body)) as { id: string; fields: unknown };
    expect(body.fields).toEqual(message);
    expect(settled).toBe(false);
    answer(new Response(JSON.stringify({ id: body.id }), { status: 201 }));
    await expect(result).resolves.toEqual({ id: body.id, queued: false });
  });

  it('does not wait for the server while offline: the message is kept on the device', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(submitContactMessage(message)).resolves.toMatchObject({ queued: true });
    expect(fetch).not.toHaveBeenCalled();
  });
});
