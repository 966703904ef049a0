import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string; subject: string; text: string };

/** Undoes the transfer encodings nodemailer may use for a text body and its headers. */
function decodeQuotedPrintable(body: string): string {
  return Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

function parse(raw: string, to: string[]): ReceivedMail {
  const [head = '', ...bodyParts] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '';
  const body = bodyParts.join('\n\n');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { to, raw, subject: header('Subject'), text: text.replace(/\r\n/g, '\n') };
}

/**
 * A real SMTP server in the test process, on the port functions/.env.local points the Functions
 * emulator at. `refuse` makes it answer 451 (a temporary failure) to every message.
 */
export async function startInbox(port: number) {
  const mails: ReceivedMail[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (_auth, _session, callback) => callback(null, { user: 'local' }),
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        if (state.refuse) {
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        mails.push(
          parse(
            raw,
            session.envelope.rcptTo.map((address) => address.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    /** Mails whose text mentions `marker` (other suites' documents trigger mails too). */
    mails: () => [...mails],
    mailsMentioning: (marker: string) =>
      mails.filter((mail) => mail.raw.includes(marker) || mail.text.includes(marker)),
    refuse: (refuse: boolean) => {
      state.refuse = refuse;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Inbox = Awaited<ReturnType<typeof startInbox>>;
