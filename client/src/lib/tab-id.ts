const KEY = 'three-act-tab';

/**
 * This browser tab, as the server's revisions tell sessions apart (X-Tab-Id): saves of one tab
 * within ten minutes coalesce into one revision, another tab's add their own. Kept in
 * sessionStorage, so a reload stays the same tab.
 */
export function tabId(): string {
  try {
    let id = sessionStorage.getItem(KEY);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(KEY, id);
    }
    return id;
  } catch {
    return 'no-storage';
  }
}
