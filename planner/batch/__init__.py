"""Batch planning jobs: a manifest of jobs run unattended, locally or on Ray, each result
appended to a JSONL log as it finishes, resumable after a crash."""
