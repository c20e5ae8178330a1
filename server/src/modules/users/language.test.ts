import { eq } from 'drizzle-orm';
import { PASSWORD_LENGTH_MESSAGE } from '@three-act/contract/users';
import { LANGUAGE_MESSAGE } from '@three-act/contract/languages';
import { users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildComment, buildPost, buildUser } from '../../../test/builders';
import { createDigest } from '../notifications/digest';
import { waitUntil } from '../../../test/wait-until';

// Decision 187: the server's messages and mails in the account's language, else the request's, else English.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const signUpBody = (email: string, password = 'the kindred dawn rises') => ({
  name: 'Margaux Writer',
  email,
  password,
  ageVerify: true,
  tosAgree: true,
});

/** A mail's header block, unfolded. */
const headersOf = (raw: string) => raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
/** The Subject header with its encoded words (RFC 2047) read back into text. */
const subjectOf = (raw: string) => {
  const line = /^Subject: (.*)$/m.exec(headersOf(raw))?.[1] ?? '';
  return line
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .split(/(=[0-9A-F]{2})/i)
              .flatMap((part) =>
                /^=[0-9A-F]{2}$/i.test(part) ? [parseInt(part.slice(1), 16)] : [...Buffer.from(part)],
              ),
          ).toString('utf8'),
    );
};

describe('the request’s language', () => {
  it('answers a short password at sign-up in French with Accept-Language: fr, in English without', async () => {
    const french = await ctx
      .api()
      .post('/api/users')
      .set('Accept-Language', 'fr-FR,fr;q=0.9,en;q=0.5')
      .send(signUpBody(`court-${Date.now()}@example.org`, 'short'))
      .expect(400);
    expect(french.body).toEqual({
      errors: [{ msg: 'Le mot de passe doit faire de 8 à 72 caractères (72 octets au plus)', path: 'password' }],
    });
    const english = await ctx
      .api()
      .post('/api/users')
      .send(signUpBody(`short-${Date.now()}@example.org`, 'short'))
      .expect(400);
    expect(english.body).toEqual({ errors: [{ msg: PASSWORD_LENGTH_MESSAGE, path: 'password' }] });
  });

  it('matches a regional or bare tag to its language ("de-AT" → de, "pt" → pt-BR) and keeps English for others', async () => {
    const msgIn = async (header: string) =>
      (await ctx.api().get('/api/auth').set('Accept-Language', header).expect(401)).body.errors[0].msg as string;
    expect(await msgIn('de-AT')).toBe('Bitte melde dich an, um weiterzumachen');
    expect(await msgIn('pt')).toBe('Entre para continuar');
    expect(await msgIn('ja, zh;q=0.8')).toBe('Please sign in to continue');
    expect(await msgIn('ja, ru;q=0.5')).toBe('Войди, чтобы продолжить');
    expect(await msgIn('*')).toBe('Please sign in to continue');
  });

  it('keeps the sign-up’s language as the new account’s: the best of the nine Accept-Language names, else null', async () => {
    const languageAfterSignUp = async (header: string | undefined) => {
      const email = `lang-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;
      const request = ctx.api().post('/api/users');
      if (header !== undefined) request.set('Accept-Language', header);
      await request.send(signUpBody(email)).expect(200);
      const [row] = await ctx.db.select({ language: users.language }).from(users).where(eq(users.email, email));
      return row!.language;
    };
    expect(await languageAfterSignUp('pl-PL,pl;q=0.9,en;q=0.5')).toBe('pl');
    expect(await languageAfterSignUp('pt')).toBe('pt-BR');
    expect(await languageAfterSignUp('ja, nl;q=0.4')).toBe('nl');
    expect(await languageAfterSignUp('en-GB')).toBe('en');
    expect(await languageAfterSignUp('ja, zh;q=0.8')).toBeNull();
    expect(await languageAfterSignUp('*')).toBeNull();
    expect(await languageAfterSignUp(undefined)).toBeNull();
  });

  it('translates messages with values and leaves unknown ones in English', async () => {
    const res = await ctx.api().get('/api/no-such-thing').set('Accept-Language', 'es').expect(404);
    expect(res.body.errors[0].msg).toBe('No hay ninguna ruta de la API para GET /api/no-such-thing');
  });
});

describe('PUT /api/users/me/language', () => {
  it('keeps the account’s language, answers it in the session’s user, and its messages follow it', async () => {
    const writer = await buildUser(ctx, { verified: true });
    expect((await as(ctx, writer).get('/api/auth').expect(200)).body.language).toBeNull();
    const res = await as(ctx, writer).put('/api/users/me/language').send({ language: 'it' }).expect(200);
    expect(res.body).toEqual({ language: 'it' });
    expect((await as(ctx, writer).get('/api/auth').expect(200)).body.language).toBe('it');
    expect((await as(ctx, writer).get('/api/users/me').expect(200)).body.language).toBe('it');
    // The account's language wins over the browser's.
    const wrong = await as(ctx, writer, { 'Accept-Language': 'de' })
      .put('/api/auth/password')
      .send({ currentPassword: 'not it at all', password: 'a brand new secret' })
      .expect(400);
    expect(wrong.body.errors).toEqual([{ msg: 'Non è la tua password attuale', path: 'currentPassword' }]);
    // null: the browser's again.
    await as(ctx, writer).put('/api/users/me/language').send({ language: null }).expect(200);
    expect((await as(ctx, writer).get('/api/auth').expect(200)).body.language).toBeNull();
  });

  it.each([[{}], [{ language: 'xx' }], [{ language: 'pt' }], [{ language: 7 }], [{ language: ['fr'] }]])(
    'refuses %j with 400 and changes nothing',
    async (body) => {
      const writer = await buildUser(ctx);
      await as(ctx, writer).put('/api/users/me/language').send({ language: 'en' }).expect(200);
      const res = await as(ctx, writer).put('/api/users/me/language').send(body).expect(400);
      expect(res.body).toEqual({ errors: [{ msg: LANGUAGE_MESSAGE, path: 'language' }] });
      const [row] = await ctx.db.select({ language: users.language }).from(users).where(eq(users.id, writer.id));
      expect(row!.language).toBe('en');
    },
  );

  it('is for the signed-in account only, and changes only its own', async () => {
    await ctx.api().put('/api/users/me/language').send({ language: 'fr' }).expect(401);
    const one = await buildUser(ctx);
    const other = await buildUser(ctx);
    await as(ctx, one).put('/api/users/me/language').send({ language: 'ru' }).expect(200);
    const rows = await ctx.db.select({ id: users.id, language: users.language }).from(users);
    expect(rows.find((row) => row.id === one.id)!.language).toBe('ru');
    expect(rows.find((row) => row.id === other.id)!.language).toBeNull();
  });
});

describe('mails in the recipient’s language', () => {
  it('mails the verification in German for a sign-up made with Accept-Language: de', async () => {
    const email = `deutsch-${Date.now()}@example.org`;
    await ctx.api().post('/api/users').set('Accept-Language', 'de-DE,de;q=0.9').send(signUpBody(email)).expect(200);
    const [raw] = ctx.mails.filter((mail) => mail.to.includes(email)).map((mail) => mail.raw);
    expect(subjectOf(raw!)).toBe('Bestätige deine E-Mail-Adresse für Three Act');
    const [text] = ctx.mailsTo(email);
    expect(text).toContain('Hallo,');
    // The writer's own name stays as written.
    expect(text).toContain('unter dem Namen „Margaux Writer“.');
    expect(text).toContain('/verify/');
  });

  it('sends the digest in Spanish to a writer whose account is in Spanish, the post’s words untranslated', async () => {
    const writer = await buildUser(ctx, { verified: true });
    const commenter = await buildUser(ctx, { verified: true, name: 'Cleo Commenter' });
    await as(ctx, writer).put('/api/users/me/preferences').send({ emailDigest: 'daily' }).expect(200);
    await as(ctx, writer).put('/api/users/me/language').send({ language: 'es' }).expect(200);
    const post = await buildPost(ctx, { user: writer, text: 'Where should act two turn?' });
    await buildComment(ctx, { post, user: commenter, text: 'At the midpoint' });
    await createDigest({ db: ctx.db, mailer: ctx.mailer, config: ctx.config, logger: ctx.logger }).run(new Date());
    const [raw] = ctx.mails.filter((mail) => mail.to.includes(writer.email)).map((mail) => mail.raw);
    expect(subjectOf(raw!)).toBe('Three Act: 1 notificación nueva');
    const [text] = ctx.mailsTo(writer.email);
    expect(text).toContain('Hola:');
    expect(text).toContain('Esto es lo que pasó en Three Act desde tu último resumen:');
    expect(text).toContain('• Cleo Commenter comentó tu publicación «Where should act two turn?»');
    expect(text).toContain('Abrir tus notificaciones');
    expect(headersOf(raw!)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('mails both e-mail change mails in the account’s language, the addresses as they are', async () => {
    const writer = await buildUser(ctx, { verified: true });
    await as(ctx, writer).put('/api/users/me/language').send({ language: 'fr' }).expect(200);
    const newEmail = `nouvelle-${Date.now()}@example.org`;
    const res = await as(ctx, writer)
      .put('/api/auth/email')
      .send({ password: writer.password, email: newEmail })
      .expect(200);
    expect(res.body.msg).toBe(
      `Nous avons envoyé un lien à ${newEmail} : ouvre-le pour utiliser cette adresse. D'ici là, rien ne change.`,
    );
    await waitUntil(
      () => ctx.mailsTo(writer.email).length > 0 && ctx.mailsTo(newEmail).length > 0,
      10_000,
      'both mails',
    );
    const [toNew] = ctx.mails.filter((mail) => mail.to.includes(newEmail)).map((mail) => mail.raw);
    const [toOld] = ctx.mails.filter((mail) => mail.to.includes(writer.email)).map((mail) => mail.raw);
    expect(subjectOf(toNew!)).toBe('Confirme ta nouvelle adresse e-mail pour Three Act');
    expect(subjectOf(toOld!)).toBe('Ton adresse e-mail Three Act va changer');
    expect(ctx.mailsTo(newEmail)[0]).toContain(`L'auteur·e « ${writer.name} » de Three Act`);
    expect(ctx.mailsTo(writer.email)[0]).toContain(`changer son adresse e-mail pour ${newEmail}.`);
  });

  it('mails a reset link in the account’s language, else in the language it was asked in', async () => {
    const polish = await buildUser(ctx, { verified: true });
    await as(ctx, polish).put('/api/users/me/language').send({ language: 'pl' }).expect(200);
    const none = await buildUser(ctx, { verified: true });
    for (const writer of [polish, none]) {
      await ctx.api().post('/api/auth/forgot').set('Accept-Language', 'nl').send({ email: writer.email }).expect(200);
    }
    await waitUntil(
      () => ctx.mailsTo(polish.email).length > 0 && ctx.mailsTo(none.email).length > 0,
      10_000,
      'both mails',
    );
    const subject = (email: string) => subjectOf(ctx.mails.find((mail) => mail.to.includes(email))!.raw);
    expect(subject(polish.email)).toBe('Zresetuj hasło do Three Act');
    expect(subject(none.email)).toBe('Stel je Three Act-wachtwoord opnieuw in');
  });
});
