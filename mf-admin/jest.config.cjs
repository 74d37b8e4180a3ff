module.exports = require('mf-shared/build/jest').jestConfig(__dirname);
