"""planner/passes/planner"""
