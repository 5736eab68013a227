"""A pytest plugin (``-p tests.compiled_build``): the suite runs on the compiled build.

Loaded before any test module imports the engine; refuses to run on the sources."""

from __future__ import annotations

from bot.compiled import Build, build_dir, check, use_compiled_build

if use_compiled_build() is not Build.COMPILED:
    raise RuntimeError(f"no current compiled build in {build_dir()} ({check(build_dir()).value})")
