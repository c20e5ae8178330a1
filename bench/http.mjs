/** The benchmark's one way to call the app's API: its answer's status, headers, bytes and JSON. */
export async function api(url, method, urlPath, { token, body } = {}) {
  const res = await fetch(url + urlPath, {
    method,
    headers: { ...(token ? { 'x-auth-token': token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, json: () => JSON.parse(bytes.toString('utf8')) };
}

/** A story read by id, its beats' ids in order. */
export async function storyById(url, token, id) {
  const res = await api(url, 'GET', `/api/stories/${id}`, { token });
  if (res.status !== 200) throw new Error(`GET /api/stories/${id} answered ${res.status}`);
  const story = res.json();
  return { story, beats: story.acts.flatMap((act) => act.beats.map((beat) => beat._id)) };
}
