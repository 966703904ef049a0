import { describe, expect, it } from 'vitest';
import { showsInTerminal } from './quiet-emulators';

describe("what npm start's terminal shows of the emulators", () => {
  it("leaves the Hosting emulator's access log and the emulators' notices to the log file", () => {
    expect(
      showsInTerminal(
        'i  hosting: 127.0.0.1 - - [26/Nov/2026:05:11:02 +0000] "GET /assets/index.js HTTP/1.1" 200 1234 "-" "Chrome"',
      ),
    ).toBe(false);
    expect(showsInTerminal('i  functions: Beginning execution of "us-central1-sendContactEmail"')).toBe(
      false,
    );
    expect(showsInTerminal('✔  functions: Loaded functions definitions from source: sitemap.')).toBe(false);
    expect(showsInTerminal('>  {"severity":"INFO","message":"mail sent"}')).toBe(false);
  });

  it('shows what the command prints, the mails, warnings and errors', () => {
    expect(showsInTerminal('  Demo admin:     admin@example.com  /  secret')).toBe(true);
    expect(showsInTerminal('📧 Mail received for sales@example.com')).toBe(true);
    expect(showsInTerminal('')).toBe(true);
    expect(showsInTerminal('⚠  functions: Error: connect ECONNREFUSED 127.0.0.1:2525')).toBe(true);
    expect(showsInTerminal('!!  functions: Port 5001 is not open')).toBe(true);
    expect(showsInTerminal('>  {"severity":"ERROR","message":"sending failed on attempt 1"}')).toBe(true);
    expect(showsInTerminal('    at TCPConnectWrap.afterConnect (node:net:1611:16)')).toBe(true);
  });
});
