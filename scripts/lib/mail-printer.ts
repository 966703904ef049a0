import { SMTPServer } from 'smtp-server';
import { PORTS } from './emulator-config';

/**
 * A local SMTP server for `npm start` and `npm run dev`: the mail Functions deliver here and each
 * mail is printed, so a developer sees the contact mail arrive without any mail account.
 */
export function startMailPrinter(): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (_auth, _session, callback) => callback(null, { user: 'local' }),
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address).join(', ');
        console.log(`\n📧 Mail received for ${to}\n${'─'.repeat(60)}\n${raw.trim()}\n${'─'.repeat(60)}`);
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(PORTS.smtp, '127.0.0.1', () => resolve(server));
  });
}
