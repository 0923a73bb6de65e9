try:
    from planner.cli import main
except KeyboardInterrupt:  # interrupted while starting: the exit status an interrupt gives
    raise SystemExit(130) from None

raise SystemExit(main())
