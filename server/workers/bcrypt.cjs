// bcrypt on a worker thread (server/src/lib/passwords.ts): the synchronous calls are the fastest
// here, and the app's own thread stays free for every other request (decision 111).
const bcrypt = require('bcryptjs');

module.exports.hash = ({ password, cost }) => bcrypt.hashSync(password, cost);
module.exports.compare = ({ password, hash }) => bcrypt.compareSync(password, hash);
