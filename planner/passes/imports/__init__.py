"""planner/passes/imports"""
