import jwt from 'jsonwebtoken';

export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  sub: string;
  jti: string;
}

export function signSessionToken(secret: string, claims: TokenClaims): string {
  return jwt.sign({}, secret, {
    algorithm: 'HS256',
    expiresIn: SESSION_TTL_SECONDS,
    subject: claims.sub,
    jwtid: claims.jti,
  });
}

/** Returns the claims of a valid HS256 token, or null for anything else (alg none, bad signature, expired). */
export function verifySessionToken(secret: string, token: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string' || typeof payload.jti !== 'string') {
      return null;
    }
    return { sub: payload.sub, jti: payload.jti };
  } catch {
    return null;
  }
}
