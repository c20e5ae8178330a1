/** A benchmark's command-line options: `--name` alone, or `--name N`. */
const args = process.argv.slice(2);

/** Whether `--name` was given. */
export const flag = (name) => args.includes(name);

/** The number after `--name`, or `fallback` when it was not given. */
export const number = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
